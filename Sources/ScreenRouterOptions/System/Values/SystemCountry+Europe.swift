// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's country and region identifiers in Europe (the region's UN M49 continent), under AutoMate's names.

extension SystemCountry {
    /// Albania: `AL`.
    public static let Albania = SystemCountry(verbatim: "AL")
    /// Andorra: `AD`.
    public static let Andorra = SystemCountry(verbatim: "AD")
    /// Austria: `AT`.
    public static let Austria = SystemCountry(verbatim: "AT")
    /// Bailiwickof Jersey: `JE`.
    public static let BailiwickofJersey = SystemCountry(verbatim: "JE")
    /// Belarus: `BY`.
    public static let Belarus = SystemCountry(verbatim: "BY")
    /// Belgium: `BE`.
    public static let Belgium = SystemCountry(verbatim: "BE")
    /// Bosniaand Herzegovina: `BA`.
    public static let BosniaandHerzegovina = SystemCountry(verbatim: "BA")
    /// Bulgaria: `BG`.
    public static let Bulgaria = SystemCountry(verbatim: "BG")
    /// Croatia: `HR`.
    public static let Croatia = SystemCountry(verbatim: "HR")
    /// Czech Republic: `CZ`.
    public static let CzechRepublic = SystemCountry(verbatim: "CZ")
    /// Denmark: `DK`.
    public static let Denmark = SystemCountry(verbatim: "DK")
    /// Estonia: `EE`.
    public static let Estonia = SystemCountry(verbatim: "EE")
    /// Faroe Islands: `FO`.
    public static let FaroeIslands = SystemCountry(verbatim: "FO")
    /// Finland: `FI`.
    public static let Finland = SystemCountry(verbatim: "FI")
    /// France: `FR`.
    public static let France = SystemCountry(verbatim: "FR")
    /// Germany: `DE`.
    public static let Germany = SystemCountry(verbatim: "DE")
    /// Gibraltar: `GI`.
    public static let Gibraltar = SystemCountry(verbatim: "GI")
    /// Great Britain: `GB`.
    public static let GreatBritain = SystemCountry(verbatim: "GB")
    /// Greece: `GR`.
    public static let Greece = SystemCountry(verbatim: "GR")
    /// Guernsey: `GG`.
    public static let Guernsey = SystemCountry(verbatim: "GG")
    /// Hungary: `HU`.
    public static let Hungary = SystemCountry(verbatim: "HU")
    /// Iceland: `IS`.
    public static let Iceland = SystemCountry(verbatim: "IS")
    /// Ireland: `IE`.
    public static let Ireland = SystemCountry(verbatim: "IE")
    /// Isleof Man: `IM`.
    public static let IsleofMan = SystemCountry(verbatim: "IM")
    /// Italy: `IT`.
    public static let Italy = SystemCountry(verbatim: "IT")
    /// Latvia: `LV`.
    public static let Latvia = SystemCountry(verbatim: "LV")
    /// Liechtenstein: `LI`.
    public static let Liechtenstein = SystemCountry(verbatim: "LI")
    /// Lithuania: `LT`.
    public static let Lithuania = SystemCountry(verbatim: "LT")
    /// Luxembourg: `LU`.
    public static let Luxembourg = SystemCountry(verbatim: "LU")
    /// Macedonia: `MK`.
    public static let Macedonia = SystemCountry(verbatim: "MK")
    /// Malta: `MT`.
    public static let Malta = SystemCountry(verbatim: "MT")
    /// Moldova: `MD`.
    public static let Moldova = SystemCountry(verbatim: "MD")
    /// Monaco: `MC`.
    public static let Monaco = SystemCountry(verbatim: "MC")
    /// Montenegro: `ME`.
    public static let Montenegro = SystemCountry(verbatim: "ME")
    /// Netherlands: `NL`.
    public static let Netherlands = SystemCountry(verbatim: "NL")
    /// Norway: `NO`.
    public static let Norway = SystemCountry(verbatim: "NO")
    /// Poland: `PL`.
    public static let Poland = SystemCountry(verbatim: "PL")
    /// Portugal: `PT`.
    public static let Portugal = SystemCountry(verbatim: "PT")
    /// Romania: `RO`.
    public static let Romania = SystemCountry(verbatim: "RO")
    /// Russia: `RU`.
    public static let Russia = SystemCountry(verbatim: "RU")
    /// Serbia: `CS`.
    public static let Serbia = SystemCountry(verbatim: "CS")
    /// Slovakia: `SK`.
    public static let Slovakia = SystemCountry(verbatim: "SK")
    /// Slovenia: `SI`.
    public static let Slovenia = SystemCountry(verbatim: "SI")
    /// Spain: `ES`.
    public static let Spain = SystemCountry(verbatim: "ES")
    /// Sweden: `SE`.
    public static let Sweden = SystemCountry(verbatim: "SE")
    /// Switzerland: `CH`.
    public static let Switzerland = SystemCountry(verbatim: "CH")
    /// Ukraine: `UA`.
    public static let Ukraine = SystemCountry(verbatim: "UA")
    /// Åland Islands: `AX`.
    public static let ÅlandIslands = SystemCountry(verbatim: "AX")
}
