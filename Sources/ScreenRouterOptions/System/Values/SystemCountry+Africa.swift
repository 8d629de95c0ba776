// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's country and region identifiers in Africa (the region's UN M49 continent), under AutoMate's names.

extension SystemCountry {
    /// Algeria: `DZ`.
    public static let Algeria = SystemCountry(verbatim: "DZ")
    /// Angola: `AO`.
    public static let Angola = SystemCountry(verbatim: "AO")
    /// Benin: `BJ`.
    public static let Benin = SystemCountry(verbatim: "BJ")
    /// Botswana: `BW`.
    public static let Botswana = SystemCountry(verbatim: "BW")
    /// British Indian Ocean Territory: `IO`.
    public static let BritishIndianOceanTerritory = SystemCountry(verbatim: "IO")
    /// Burkina Faso: `BF`.
    public static let BurkinaFaso = SystemCountry(verbatim: "BF")
    /// Burundi: `BI`.
    public static let Burundi = SystemCountry(verbatim: "BI")
    /// Cameroon: `CM`.
    public static let Cameroon = SystemCountry(verbatim: "CM")
    /// Cape Verde: `CV`.
    public static let CapeVerde = SystemCountry(verbatim: "CV")
    /// Central African Republic: `CF`.
    public static let CentralAfricanRepublic = SystemCountry(verbatim: "CF")
    /// Chad: `TD`.
    public static let Chad = SystemCountry(verbatim: "TD")
    /// Comoros: `KM`.
    public static let Comoros = SystemCountry(verbatim: "KM")
    /// Congo: `CG`.
    public static let Congo = SystemCountry(verbatim: "CG")
    /// Democratic Republicofthe Congo: `CD`.
    public static let DemocraticRepublicoftheCongo = SystemCountry(verbatim: "CD")
    /// Djibouti: `DJ`.
    public static let Djibouti = SystemCountry(verbatim: "DJ")
    /// Egypt: `EG`.
    public static let Egypt = SystemCountry(verbatim: "EG")
    /// Equatorial Guinea: `GQ`.
    public static let EquatorialGuinea = SystemCountry(verbatim: "GQ")
    /// Eritrea: `ER`.
    public static let Eritrea = SystemCountry(verbatim: "ER")
    /// Ethiopia: `ET`.
    public static let Ethiopia = SystemCountry(verbatim: "ET")
    /// French Southern Antarctic Lands: `TF`.
    public static let FrenchSouthernAntarcticLands = SystemCountry(verbatim: "TF")
    /// Gabon: `GA`.
    public static let Gabon = SystemCountry(verbatim: "GA")
    /// Gambia: `GM`.
    public static let Gambia = SystemCountry(verbatim: "GM")
    /// Ghana: `GH`.
    public static let Ghana = SystemCountry(verbatim: "GH")
    /// Guinea: `GN`.
    public static let Guinea = SystemCountry(verbatim: "GN")
    /// Guinea Bissau: `GW`.
    public static let GuineaBissau = SystemCountry(verbatim: "GW")
    /// Ivory Coast: `CI`.
    public static let IvoryCoast = SystemCountry(verbatim: "CI")
    /// Kenya: `KE`.
    public static let Kenya = SystemCountry(verbatim: "KE")
    /// Lesotho: `LS`.
    public static let Lesotho = SystemCountry(verbatim: "LS")
    /// Liberia: `LR`.
    public static let Liberia = SystemCountry(verbatim: "LR")
    /// Libya: `LY`.
    public static let Libya = SystemCountry(verbatim: "LY")
    /// Madagascar: `MG`.
    public static let Madagascar = SystemCountry(verbatim: "MG")
    /// Malawi: `MW`.
    public static let Malawi = SystemCountry(verbatim: "MW")
    /// Mali: `ML`.
    public static let Mali = SystemCountry(verbatim: "ML")
    /// Mauritania: `MR`.
    public static let Mauritania = SystemCountry(verbatim: "MR")
    /// Mauritius: `MU`.
    public static let Mauritius = SystemCountry(verbatim: "MU")
    /// Mayotte: `YT`.
    public static let Mayotte = SystemCountry(verbatim: "YT")
    /// Morocco: `MA`.
    public static let Morocco = SystemCountry(verbatim: "MA")
    /// Mozambique: `MZ`.
    public static let Mozambique = SystemCountry(verbatim: "MZ")
    /// Namibia: `NA`.
    public static let Namibia = SystemCountry(verbatim: "NA")
    /// Niger: `NE`.
    public static let Niger = SystemCountry(verbatim: "NE")
    /// Nigeria: `NG`.
    public static let Nigeria = SystemCountry(verbatim: "NG")
    /// Reunion Island: `RE`.
    public static let ReunionIsland = SystemCountry(verbatim: "RE")
    /// Rwanda: `RW`.
    public static let Rwanda = SystemCountry(verbatim: "RW")
    /// Saint Helena Ascensionand Tristanda Cunha: `SH`.
    public static let SaintHelenaAscensionandTristandaCunha = SystemCountry(verbatim: "SH")
    /// Senegal: `SN`.
    public static let Senegal = SystemCountry(verbatim: "SN")
    /// Seychelles: `SC`.
    public static let Seychelles = SystemCountry(verbatim: "SC")
    /// Sierra Leone: `SL`.
    public static let SierraLeone = SystemCountry(verbatim: "SL")
    /// Somalia: `SO`.
    public static let Somalia = SystemCountry(verbatim: "SO")
    /// South Africa: `ZA`.
    public static let SouthAfrica = SystemCountry(verbatim: "ZA")
    /// South Sudan: `SS`.
    public static let SouthSudan = SystemCountry(verbatim: "SS")
    /// Sudan: `SD`.
    public static let Sudan = SystemCountry(verbatim: "SD")
    /// Swaziland: `SZ`.
    public static let Swaziland = SystemCountry(verbatim: "SZ")
    /// São Toméand Príncipe: `ST`.
    public static let SãoToméandPríncipe = SystemCountry(verbatim: "ST")
    /// Tanzania: `TZ`.
    public static let Tanzania = SystemCountry(verbatim: "TZ")
    /// Togo: `TG`.
    public static let Togo = SystemCountry(verbatim: "TG")
    /// Tunisia: `TN`.
    public static let Tunisia = SystemCountry(verbatim: "TN")
    /// Uganda: `UG`.
    public static let Uganda = SystemCountry(verbatim: "UG")
    /// Western Sahara: `EH`.
    public static let WesternSahara = SystemCountry(verbatim: "EH")
    /// Zaire: `ZR`.
    public static let Zaire = SystemCountry(verbatim: "ZR")
    /// Zambia: `ZM`.
    public static let Zambia = SystemCountry(verbatim: "ZM")
    /// Zimbabwe: `ZW`.
    public static let Zimbabwe = SystemCountry(verbatim: "ZW")
}
