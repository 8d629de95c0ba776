// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's country or region identifiers, under the names AutoMate gives them (Afghanistan to Latvia).

extension SystemCountry {
    /// Afghanistan: `AF`.
    public static let Afghanistan = SystemCountry(verbatim: "AF")
    /// Albania: `AL`.
    public static let Albania = SystemCountry(verbatim: "AL")
    /// Algeria: `DZ`.
    public static let Algeria = SystemCountry(verbatim: "DZ")
    /// American Samoa: `AS`.
    public static let AmericanSamoa = SystemCountry(verbatim: "AS")
    /// Andorra: `AD`.
    public static let Andorra = SystemCountry(verbatim: "AD")
    /// Angola: `AO`.
    public static let Angola = SystemCountry(verbatim: "AO")
    /// Anguilla: `AI`.
    public static let Anguilla = SystemCountry(verbatim: "AI")
    /// Antarctica: `AQ`.
    public static let Antarctica = SystemCountry(verbatim: "AQ")
    /// Antiguaand Barbuda: `AG`.
    public static let AntiguaandBarbuda = SystemCountry(verbatim: "AG")
    /// Argentina: `AR`.
    public static let Argentina = SystemCountry(verbatim: "AR")
    /// Armenia: `AM`.
    public static let Armenia = SystemCountry(verbatim: "AM")
    /// Aruba: `AW`.
    public static let Aruba = SystemCountry(verbatim: "AW")
    /// Australia: `AU`.
    public static let Australia = SystemCountry(verbatim: "AU")
    /// Austria: `AT`.
    public static let Austria = SystemCountry(verbatim: "AT")
    /// Azerbaijan: `AZ`.
    public static let Azerbaijan = SystemCountry(verbatim: "AZ")
    /// Bahamas: `BS`.
    public static let Bahamas = SystemCountry(verbatim: "BS")
    /// Bahrain: `BH`.
    public static let Bahrain = SystemCountry(verbatim: "BH")
    /// Bailiwickof Jersey: `JE`.
    public static let BailiwickofJersey = SystemCountry(verbatim: "JE")
    /// Bangladesh: `BD`.
    public static let Bangladesh = SystemCountry(verbatim: "BD")
    /// Barbados: `BB`.
    public static let Barbados = SystemCountry(verbatim: "BB")
    /// Belarus: `BY`.
    public static let Belarus = SystemCountry(verbatim: "BY")
    /// Belgium: `BE`.
    public static let Belgium = SystemCountry(verbatim: "BE")
    /// Belize: `BZ`.
    public static let Belize = SystemCountry(verbatim: "BZ")
    /// Benin: `BJ`.
    public static let Benin = SystemCountry(verbatim: "BJ")
    /// Bermuda: `BM`.
    public static let Bermuda = SystemCountry(verbatim: "BM")
    /// Bhutan: `BT`.
    public static let Bhutan = SystemCountry(verbatim: "BT")
    /// Bolivia: `BO`.
    public static let Bolivia = SystemCountry(verbatim: "BO")
    /// Bonaire: `BQ`.
    public static let Bonaire = SystemCountry(verbatim: "BQ")
    /// Bosniaand Herzegovina: `BA`.
    public static let BosniaandHerzegovina = SystemCountry(verbatim: "BA")
    /// Botswana: `BW`.
    public static let Botswana = SystemCountry(verbatim: "BW")
    /// Brazil: `BR`.
    public static let Brazil = SystemCountry(verbatim: "BR")
    /// British Indian Ocean Territory: `IO`.
    public static let BritishIndianOceanTerritory = SystemCountry(verbatim: "IO")
    /// British Virgin Islands: `VG`.
    public static let BritishVirginIslands = SystemCountry(verbatim: "VG")
    /// Brunei: `BN`.
    public static let Brunei = SystemCountry(verbatim: "BN")
    /// Bulgaria: `BG`.
    public static let Bulgaria = SystemCountry(verbatim: "BG")
    /// Burkina Faso: `BF`.
    public static let BurkinaFaso = SystemCountry(verbatim: "BF")
    /// Burma: `BU`.
    public static let Burma = SystemCountry(verbatim: "BU")
    /// Burundi: `BI`.
    public static let Burundi = SystemCountry(verbatim: "BI")
    /// Cambodia: `KH`.
    public static let Cambodia = SystemCountry(verbatim: "KH")
    /// Cameroon: `CM`.
    public static let Cameroon = SystemCountry(verbatim: "CM")
    /// Canada: `CA`.
    public static let Canada = SystemCountry(verbatim: "CA")
    /// Cape Verde: `CV`.
    public static let CapeVerde = SystemCountry(verbatim: "CV")
    /// Cayman Islands: `KY`.
    public static let CaymanIslands = SystemCountry(verbatim: "KY")
    /// Central African Republic: `CF`.
    public static let CentralAfricanRepublic = SystemCountry(verbatim: "CF")
    /// Chad: `TD`.
    public static let Chad = SystemCountry(verbatim: "TD")
    /// Chile: `CL`.
    public static let Chile = SystemCountry(verbatim: "CL")
    /// Chinamainland: `CN`.
    public static let Chinamainland = SystemCountry(verbatim: "CN")
    /// Christmas Island: `CX`.
    public static let ChristmasIsland = SystemCountry(verbatim: "CX")
    /// Cocos Keeling Islands: `CC`.
    public static let CocosKeelingIslands = SystemCountry(verbatim: "CC")
    /// Colombia: `CO`.
    public static let Colombia = SystemCountry(verbatim: "CO")
    /// Comoros: `KM`.
    public static let Comoros = SystemCountry(verbatim: "KM")
    /// Congo: `CG`.
    public static let Congo = SystemCountry(verbatim: "CG")
    /// Cook Islands: `CK`.
    public static let CookIslands = SystemCountry(verbatim: "CK")
    /// Costa Rica: `CR`.
    public static let CostaRica = SystemCountry(verbatim: "CR")
    /// Croatia: `HR`.
    public static let Croatia = SystemCountry(verbatim: "HR")
    /// Cuba: `CU`.
    public static let Cuba = SystemCountry(verbatim: "CU")
    /// Curacao: `CW`.
    public static let Curacao = SystemCountry(verbatim: "CW")
    /// Cyprus: `CY`.
    public static let Cyprus = SystemCountry(verbatim: "CY")
    /// Czech Republic: `CZ`.
    public static let CzechRepublic = SystemCountry(verbatim: "CZ")
    /// Democratic Republicofthe Congo: `CD`.
    public static let DemocraticRepublicoftheCongo = SystemCountry(verbatim: "CD")
    /// Denmark: `DK`.
    public static let Denmark = SystemCountry(verbatim: "DK")
    /// Djibouti: `DJ`.
    public static let Djibouti = SystemCountry(verbatim: "DJ")
    /// Dominica: `DM`.
    public static let Dominica = SystemCountry(verbatim: "DM")
    /// Dominican Republic: `DO`.
    public static let DominicanRepublic = SystemCountry(verbatim: "DO")
    /// East Timor: `TL`.
    public static let EastTimor = SystemCountry(verbatim: "TL")
    /// Ecuador: `EC`.
    public static let Ecuador = SystemCountry(verbatim: "EC")
    /// Egypt: `EG`.
    public static let Egypt = SystemCountry(verbatim: "EG")
    /// El Salvador: `SV`.
    public static let ElSalvador = SystemCountry(verbatim: "SV")
    /// Equatorial Guinea: `GQ`.
    public static let EquatorialGuinea = SystemCountry(verbatim: "GQ")
    /// Eritrea: `ER`.
    public static let Eritrea = SystemCountry(verbatim: "ER")
    /// Estonia: `EE`.
    public static let Estonia = SystemCountry(verbatim: "EE")
    /// Ethiopia: `ET`.
    public static let Ethiopia = SystemCountry(verbatim: "ET")
    /// Falkland Islands: `FK`.
    public static let FalklandIslands = SystemCountry(verbatim: "FK")
    /// Faroe Islands: `FO`.
    public static let FaroeIslands = SystemCountry(verbatim: "FO")
    /// Fiji: `FJ`.
    public static let Fiji = SystemCountry(verbatim: "FJ")
    /// Finland: `FI`.
    public static let Finland = SystemCountry(verbatim: "FI")
    /// France: `FR`.
    public static let France = SystemCountry(verbatim: "FR")
    /// French Guiana: `GF`.
    public static let FrenchGuiana = SystemCountry(verbatim: "GF")
    /// French Polynesia: `PF`.
    public static let FrenchPolynesia = SystemCountry(verbatim: "PF")
    /// French Southern Antarctic Lands: `TF`.
    public static let FrenchSouthernAntarcticLands = SystemCountry(verbatim: "TF")
    /// Gabon: `GA`.
    public static let Gabon = SystemCountry(verbatim: "GA")
    /// Gambia: `GM`.
    public static let Gambia = SystemCountry(verbatim: "GM")
    /// Georgia: `GE`.
    public static let Georgia = SystemCountry(verbatim: "GE")
    /// Germany: `DE`.
    public static let Germany = SystemCountry(verbatim: "DE")
    /// Ghana: `GH`.
    public static let Ghana = SystemCountry(verbatim: "GH")
    /// Gibraltar: `GI`.
    public static let Gibraltar = SystemCountry(verbatim: "GI")
    /// Great Britain: `GB`.
    public static let GreatBritain = SystemCountry(verbatim: "GB")
    /// Greece: `GR`.
    public static let Greece = SystemCountry(verbatim: "GR")
    /// Greenland: `GL`.
    public static let Greenland = SystemCountry(verbatim: "GL")
    /// Grenada: `GD`.
    public static let Grenada = SystemCountry(verbatim: "GD")
    /// Guadeloupe: `GP`.
    public static let Guadeloupe = SystemCountry(verbatim: "GP")
    /// Guam: `GU`.
    public static let Guam = SystemCountry(verbatim: "GU")
    /// Guatemala: `GT`.
    public static let Guatemala = SystemCountry(verbatim: "GT")
    /// Guernsey: `GG`.
    public static let Guernsey = SystemCountry(verbatim: "GG")
    /// Guinea: `GN`.
    public static let Guinea = SystemCountry(verbatim: "GN")
    /// Guinea Bissau: `GW`.
    public static let GuineaBissau = SystemCountry(verbatim: "GW")
    /// Guyana: `GY`.
    public static let Guyana = SystemCountry(verbatim: "GY")
    /// Haiti: `HT`.
    public static let Haiti = SystemCountry(verbatim: "HT")
    /// Honduras: `HN`.
    public static let Honduras = SystemCountry(verbatim: "HN")
    /// Hong Kong: `HK`.
    public static let HongKong = SystemCountry(verbatim: "HK")
    /// Hungary: `HU`.
    public static let Hungary = SystemCountry(verbatim: "HU")
    /// Iceland: `IS`.
    public static let Iceland = SystemCountry(verbatim: "IS")
    /// India: `IN`.
    public static let India = SystemCountry(verbatim: "IN")
    /// Indonesia: `ID`.
    public static let Indonesia = SystemCountry(verbatim: "ID")
    /// Iran: `IR`.
    public static let Iran = SystemCountry(verbatim: "IR")
    /// Iraq: `IQ`.
    public static let Iraq = SystemCountry(verbatim: "IQ")
    /// Ireland: `IE`.
    public static let Ireland = SystemCountry(verbatim: "IE")
    /// Isleof Man: `IM`.
    public static let IsleofMan = SystemCountry(verbatim: "IM")
    /// Israel: `IL`.
    public static let Israel = SystemCountry(verbatim: "IL")
    /// Italy: `IT`.
    public static let Italy = SystemCountry(verbatim: "IT")
    /// Ivory Coast: `CI`.
    public static let IvoryCoast = SystemCountry(verbatim: "CI")
    /// Jamaica: `JM`.
    public static let Jamaica = SystemCountry(verbatim: "JM")
    /// Japan: `JP`.
    public static let Japan = SystemCountry(verbatim: "JP")
    /// Jordan: `JO`.
    public static let Jordan = SystemCountry(verbatim: "JO")
    /// Kazakhstan: `KZ`.
    public static let Kazakhstan = SystemCountry(verbatim: "KZ")
    /// Kenya: `KE`.
    public static let Kenya = SystemCountry(verbatim: "KE")
    /// Kiribati: `KI`.
    public static let Kiribati = SystemCountry(verbatim: "KI")
    /// Kuwait: `KW`.
    public static let Kuwait = SystemCountry(verbatim: "KW")
    /// Kyrgyzstan: `KG`.
    public static let Kyrgyzstan = SystemCountry(verbatim: "KG")
    /// Laos: `LA`.
    public static let Laos = SystemCountry(verbatim: "LA")
    /// Latvia: `LV`.
    public static let Latvia = SystemCountry(verbatim: "LV")
}
