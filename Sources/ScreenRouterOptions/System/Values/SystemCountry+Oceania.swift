// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's country and region identifiers in Oceania (the region's UN M49 continent), under AutoMate's names.

extension SystemCountry {
    /// American Samoa: `AS`.
    public static let AmericanSamoa = SystemCountry(verbatim: "AS")
    /// Antarctica: `AQ`.
    public static let Antarctica = SystemCountry(verbatim: "AQ")
    /// Australia: `AU`.
    public static let Australia = SystemCountry(verbatim: "AU")
    /// Christmas Island: `CX`.
    public static let ChristmasIsland = SystemCountry(verbatim: "CX")
    /// Cocos Keeling Islands: `CC`.
    public static let CocosKeelingIslands = SystemCountry(verbatim: "CC")
    /// Cook Islands: `CK`.
    public static let CookIslands = SystemCountry(verbatim: "CK")
    /// Fiji: `FJ`.
    public static let Fiji = SystemCountry(verbatim: "FJ")
    /// French Polynesia: `PF`.
    public static let FrenchPolynesia = SystemCountry(verbatim: "PF")
    /// Guam: `GU`.
    public static let Guam = SystemCountry(verbatim: "GU")
    /// Kiribati: `KI`.
    public static let Kiribati = SystemCountry(verbatim: "KI")
    /// Marshall Islands: `MH`.
    public static let MarshallIslands = SystemCountry(verbatim: "MH")
    /// Micronesia: `FM`.
    public static let Micronesia = SystemCountry(verbatim: "FM")
    /// New Caledonia: `NC`.
    public static let NewCaledonia = SystemCountry(verbatim: "NC")
    /// New Zealand: `NZ`.
    public static let NewZealand = SystemCountry(verbatim: "NZ")
    /// Niue: `NU`.
    public static let Niue = SystemCountry(verbatim: "NU")
    /// Norfolk Island: `NF`.
    public static let NorfolkIsland = SystemCountry(verbatim: "NF")
    /// Northern Mariana Islands: `MP`.
    public static let NorthernMarianaIslands = SystemCountry(verbatim: "MP")
    /// Palau: `PW`.
    public static let Palau = SystemCountry(verbatim: "PW")
    /// Papua New Guinea: `PG`.
    public static let PapuaNewGuinea = SystemCountry(verbatim: "PG")
    /// Pitcairn Islands: `PN`.
    public static let PitcairnIslands = SystemCountry(verbatim: "PN")
    /// Samoa: `WS`.
    public static let Samoa = SystemCountry(verbatim: "WS")
    /// Solomon Islands: `SB`.
    public static let SolomonIslands = SystemCountry(verbatim: "SB")
    /// Tokelau: `TK`.
    public static let Tokelau = SystemCountry(verbatim: "TK")
    /// Tonga: `TO`.
    public static let Tonga = SystemCountry(verbatim: "TO")
    /// Vanuatu: `VU`.
    public static let Vanuatu = SystemCountry(verbatim: "VU")
    /// Wallisand Futuna: `WF`.
    public static let WallisandFutuna = SystemCountry(verbatim: "WF")
}
