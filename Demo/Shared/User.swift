/// A user of the Demo app, in the JSON shape of a typical `/users` endpoint.
public struct User: Codable, Equatable, Hashable, Sendable {
    /// The user's postal address.
    public struct Address: Codable, Equatable, Hashable, Sendable {
        /// A point on the map, as the endpoint writes it: decimal degrees in strings.
        public struct Geo: Codable, Equatable, Hashable, Sendable {
            /// Latitude in decimal degrees.
            public var lat: String
            /// Longitude in decimal degrees.
            public var lng: String

            /// Creates a point.
            public init(lat: String, lng: String) {
                self.lat = lat
                self.lng = lng
            }
        }

        /// Street and number.
        public var street: String
        /// Apartment or suite.
        public var suite: String
        /// City.
        public var city: String
        /// Postal code.
        public var zipcode: String
        /// Map position.
        public var geo: Geo

        /// Creates an address.
        public init(street: String, suite: String, city: String, zipcode: String, geo: Geo) {
            self.street = street
            self.suite = suite
            self.city = city
            self.zipcode = zipcode
            self.geo = geo
        }
    }

    /// The company a user works for.
    public struct Company: Codable, Equatable, Hashable, Sendable {
        /// The company's name.
        public var name: String
        /// Its catch phrase.
        public var catchPhrase: String
        /// What it does, in business speak.
        public var bs: String

        /// Creates a company.
        public init(name: String, catchPhrase: String, bs: String) {
            self.name = name
            self.catchPhrase = catchPhrase
            self.bs = bs
        }
    }

    /// The user's identifier.
    public var id: Int
    /// Full name.
    public var name: String
    /// Login name.
    public var username: String
    /// E-mail address.
    public var email: String
    /// Phone number, when the user gave one.
    public var phone: String?
    /// Web site, when the user has one.
    public var website: String?
    /// Postal address.
    public var address: Address
    /// Employer.
    public var company: Company

    /// Creates a user.
    public init(
        id: Int,
        name: String,
        username: String,
        email: String,
        phone: String? = nil,
        website: String? = nil,
        address: Address,
        company: Company
    ) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.phone = phone
        self.website = website
        self.address = address
        self.company = company
    }
}
