// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's country and region identifiers in Americas (the region's UN M49 continent), under AutoMate's names.

extension SystemCountry {
    /// Anguilla: `AI`.
    public static let Anguilla = SystemCountry(verbatim: "AI")
    /// Antiguaand Barbuda: `AG`.
    public static let AntiguaandBarbuda = SystemCountry(verbatim: "AG")
    /// Argentina: `AR`.
    public static let Argentina = SystemCountry(verbatim: "AR")
    /// Aruba: `AW`.
    public static let Aruba = SystemCountry(verbatim: "AW")
    /// Bahamas: `BS`.
    public static let Bahamas = SystemCountry(verbatim: "BS")
    /// Barbados: `BB`.
    public static let Barbados = SystemCountry(verbatim: "BB")
    /// Belize: `BZ`.
    public static let Belize = SystemCountry(verbatim: "BZ")
    /// Bermuda: `BM`.
    public static let Bermuda = SystemCountry(verbatim: "BM")
    /// Bolivia: `BO`.
    public static let Bolivia = SystemCountry(verbatim: "BO")
    /// Bonaire: `BQ`.
    public static let Bonaire = SystemCountry(verbatim: "BQ")
    /// Brazil: `BR`.
    public static let Brazil = SystemCountry(verbatim: "BR")
    /// British Virgin Islands: `VG`.
    public static let BritishVirginIslands = SystemCountry(verbatim: "VG")
    /// Canada: `CA`.
    public static let Canada = SystemCountry(verbatim: "CA")
    /// Cayman Islands: `KY`.
    public static let CaymanIslands = SystemCountry(verbatim: "KY")
    /// Chile: `CL`.
    public static let Chile = SystemCountry(verbatim: "CL")
    /// Colombia: `CO`.
    public static let Colombia = SystemCountry(verbatim: "CO")
    /// Costa Rica: `CR`.
    public static let CostaRica = SystemCountry(verbatim: "CR")
    /// Cuba: `CU`.
    public static let Cuba = SystemCountry(verbatim: "CU")
    /// Curacao: `CW`.
    public static let Curacao = SystemCountry(verbatim: "CW")
    /// Dominica: `DM`.
    public static let Dominica = SystemCountry(verbatim: "DM")
    /// Dominican Republic: `DO`.
    public static let DominicanRepublic = SystemCountry(verbatim: "DO")
    /// Ecuador: `EC`.
    public static let Ecuador = SystemCountry(verbatim: "EC")
    /// El Salvador: `SV`.
    public static let ElSalvador = SystemCountry(verbatim: "SV")
    /// Falkland Islands: `FK`.
    public static let FalklandIslands = SystemCountry(verbatim: "FK")
    /// French Guiana: `GF`.
    public static let FrenchGuiana = SystemCountry(verbatim: "GF")
    /// Greenland: `GL`.
    public static let Greenland = SystemCountry(verbatim: "GL")
    /// Grenada: `GD`.
    public static let Grenada = SystemCountry(verbatim: "GD")
    /// Guadeloupe: `GP`.
    public static let Guadeloupe = SystemCountry(verbatim: "GP")
    /// Guatemala: `GT`.
    public static let Guatemala = SystemCountry(verbatim: "GT")
    /// Guyana: `GY`.
    public static let Guyana = SystemCountry(verbatim: "GY")
    /// Haiti: `HT`.
    public static let Haiti = SystemCountry(verbatim: "HT")
    /// Honduras: `HN`.
    public static let Honduras = SystemCountry(verbatim: "HN")
    /// Jamaica: `JM`.
    public static let Jamaica = SystemCountry(verbatim: "JM")
    /// Martinique: `MQ`.
    public static let Martinique = SystemCountry(verbatim: "MQ")
    /// Mexico: `MX`.
    public static let Mexico = SystemCountry(verbatim: "MX")
    /// Montserrat: `MS`.
    public static let Montserrat = SystemCountry(verbatim: "MS")
    /// Nicaragua: `NI`.
    public static let Nicaragua = SystemCountry(verbatim: "NI")
    /// Panama: `PA`.
    public static let Panama = SystemCountry(verbatim: "PA")
    /// Paraguay: `PY`.
    public static let Paraguay = SystemCountry(verbatim: "PY")
    /// Peru: `PE`.
    public static let Peru = SystemCountry(verbatim: "PE")
    /// Puerto Rico: `PR`.
    public static let PuertoRico = SystemCountry(verbatim: "PR")
    /// Saint Barthélemy: `BL`.
    public static let SaintBarthélemy = SystemCountry(verbatim: "BL")
    /// Saint Kittsand Nevis: `KN`.
    public static let SaintKittsandNevis = SystemCountry(verbatim: "KN")
    /// Saint Lucia: `LC`.
    public static let SaintLucia = SystemCountry(verbatim: "LC")
    /// Saint Martin: `MF`.
    public static let SaintMartin = SystemCountry(verbatim: "MF")
    /// Saint Pierreand Miquelon: `PM`.
    public static let SaintPierreandMiquelon = SystemCountry(verbatim: "PM")
    /// Saint Vincentandthe Grenadines: `VC`.
    public static let SaintVincentandtheGrenadines = SystemCountry(verbatim: "VC")
    /// Sint Maarten: `SX`.
    public static let SintMaarten = SystemCountry(verbatim: "SX")
    /// South Georgia: `GS`.
    public static let SouthGeorgia = SystemCountry(verbatim: "GS")
    /// Surinam: `SR`.
    public static let Surinam = SystemCountry(verbatim: "SR")
    /// Turksand Caicos Islands: `TC`.
    public static let TurksandCaicosIslands = SystemCountry(verbatim: "TC")
    /// USVirgin Islands: `VI`.
    public static let USVirginIslands = SystemCountry(verbatim: "VI")
    /// USA: `US`.
    public static let USA = SystemCountry(verbatim: "US")
    /// Uruguay: `UY`.
    public static let Uruguay = SystemCountry(verbatim: "UY")
    /// Venezuela: `VE`.
    public static let Venezuela = SystemCountry(verbatim: "VE")
}
