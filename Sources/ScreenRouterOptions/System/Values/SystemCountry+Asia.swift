// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's country and region identifiers in Asia (the region's UN M49 continent), under AutoMate's names.

extension SystemCountry {
    /// Afghanistan: `AF`.
    public static let Afghanistan = SystemCountry(verbatim: "AF")
    /// Armenia: `AM`.
    public static let Armenia = SystemCountry(verbatim: "AM")
    /// Azerbaijan: `AZ`.
    public static let Azerbaijan = SystemCountry(verbatim: "AZ")
    /// Bahrain: `BH`.
    public static let Bahrain = SystemCountry(verbatim: "BH")
    /// Bangladesh: `BD`.
    public static let Bangladesh = SystemCountry(verbatim: "BD")
    /// Bhutan: `BT`.
    public static let Bhutan = SystemCountry(verbatim: "BT")
    /// Brunei: `BN`.
    public static let Brunei = SystemCountry(verbatim: "BN")
    /// Burma: `BU`.
    public static let Burma = SystemCountry(verbatim: "BU")
    /// Cambodia: `KH`.
    public static let Cambodia = SystemCountry(verbatim: "KH")
    /// Chinamainland: `CN`.
    public static let Chinamainland = SystemCountry(verbatim: "CN")
    /// Cyprus: `CY`.
    public static let Cyprus = SystemCountry(verbatim: "CY")
    /// East Timor: `TL`.
    public static let EastTimor = SystemCountry(verbatim: "TL")
    /// Georgia: `GE`.
    public static let Georgia = SystemCountry(verbatim: "GE")
    /// Hong Kong: `HK`.
    public static let HongKong = SystemCountry(verbatim: "HK")
    /// India: `IN`.
    public static let India = SystemCountry(verbatim: "IN")
    /// Indonesia: `ID`.
    public static let Indonesia = SystemCountry(verbatim: "ID")
    /// Iran: `IR`.
    public static let Iran = SystemCountry(verbatim: "IR")
    /// Iraq: `IQ`.
    public static let Iraq = SystemCountry(verbatim: "IQ")
    /// Israel: `IL`.
    public static let Israel = SystemCountry(verbatim: "IL")
    /// Japan: `JP`.
    public static let Japan = SystemCountry(verbatim: "JP")
    /// Jordan: `JO`.
    public static let Jordan = SystemCountry(verbatim: "JO")
    /// Kazakhstan: `KZ`.
    public static let Kazakhstan = SystemCountry(verbatim: "KZ")
    /// Kuwait: `KW`.
    public static let Kuwait = SystemCountry(verbatim: "KW")
    /// Kyrgyzstan: `KG`.
    public static let Kyrgyzstan = SystemCountry(verbatim: "KG")
    /// Laos: `LA`.
    public static let Laos = SystemCountry(verbatim: "LA")
    /// Lebanon: `LB`.
    public static let Lebanon = SystemCountry(verbatim: "LB")
    /// Macau: `MO`.
    public static let Macau = SystemCountry(verbatim: "MO")
    /// Malaysia: `MY`.
    public static let Malaysia = SystemCountry(verbatim: "MY")
    /// Maldives: `MV`.
    public static let Maldives = SystemCountry(verbatim: "MV")
    /// Mongolia: `MN`.
    public static let Mongolia = SystemCountry(verbatim: "MN")
    /// Myanmar: `MM`.
    public static let Myanmar = SystemCountry(verbatim: "MM")
    /// Nepal: `NP`.
    public static let Nepal = SystemCountry(verbatim: "NP")
    /// North Korea: `KP`.
    public static let NorthKorea = SystemCountry(verbatim: "KP")
    /// Oman: `OM`.
    public static let Oman = SystemCountry(verbatim: "OM")
    /// Pakistan: `PK`.
    public static let Pakistan = SystemCountry(verbatim: "PK")
    /// Palestinian Territories: `PS`.
    public static let PalestinianTerritories = SystemCountry(verbatim: "PS")
    /// Philippines: `PH`.
    public static let Philippines = SystemCountry(verbatim: "PH")
    /// Qatar: `QA`.
    public static let Qatar = SystemCountry(verbatim: "QA")
    /// Saudi Arabia: `SA`.
    public static let SaudiArabia = SystemCountry(verbatim: "SA")
    /// Singapore: `SG`.
    public static let Singapore = SystemCountry(verbatim: "SG")
    /// South Korea: `KR`.
    public static let SouthKorea = SystemCountry(verbatim: "KR")
    /// Sri Lanka: `LK`.
    public static let SriLanka = SystemCountry(verbatim: "LK")
    /// Syria: `SY`.
    public static let Syria = SystemCountry(verbatim: "SY")
    /// Taiwan: `TW`.
    public static let Taiwan = SystemCountry(verbatim: "TW")
    /// Tajikistan: `TJ`.
    public static let Tajikistan = SystemCountry(verbatim: "TJ")
    /// Thailand: `TH`.
    public static let Thailand = SystemCountry(verbatim: "TH")
    /// Turkey: `TR`.
    public static let Turkey = SystemCountry(verbatim: "TR")
    /// Turkmenistan: `TM`.
    public static let Turkmenistan = SystemCountry(verbatim: "TM")
    /// UAE: `AE`.
    public static let UAE = SystemCountry(verbatim: "AE")
    /// Uzbekistan: `UZ`.
    public static let Uzbekistan = SystemCountry(verbatim: "UZ")
    /// Vietnam: `VN`.
    public static let Vietnam = SystemCountry(verbatim: "VN")
    /// Yemen: `YE`.
    public static let Yemen = SystemCountry(verbatim: "YE")
}
