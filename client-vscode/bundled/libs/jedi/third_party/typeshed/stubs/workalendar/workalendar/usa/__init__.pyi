from .alabama import (
    Alabama as Alabama,
    AlabamaBaldwinCounty as AlabamaBaldwinCounty,
    AlabamaMobileCounty as AlabamaMobileCounty,
    AlabamaPerryCounty as AlabamaPerryCounty,
)
from .alaska import Alaska as Alaska
from .american_samoa import AmericanSamoa as AmericanSamoa
from .arizona import Arizona as Arizona
from .arkansas import Arkansas as Arkansas
from .california import (
    California as California,
    CaliforniaBerkeley as CaliforniaBerkeley,
    CaliforniaEducation as CaliforniaEducation,
    CaliforniaSanFrancisco as CaliforniaSanFrancisco,
    CaliforniaWestHollywood as CaliforniaWestHollywood,
)
from .colorado import Colorado as Colorado
from .connecticut import Connecticut as Connecticut
from .core import FederalReserveSystem as FederalReserveSystem, UnitedStates as UnitedStates
from .delaware import Delaware as Delaware
from .district_columbia import DistrictOfColumbia as DistrictOfColumbia
from .florida import (
    Florida as Florida,
    FloridaCircuitCourts as FloridaCircuitCourts,
    FloridaLegal as FloridaLegal,
    FloridaMiamiDade as FloridaMiamiDade,
)
from .georgia import Georgia as Georgia
from .guam import Guam as Guam
from .hawaii import Hawaii as Hawaii
from .idaho import Idaho as Idaho
from .illinois import ChicagoIllinois as ChicagoIllinois, Illinois as Illinois
from .indiana import Indiana as Indiana
from .iowa import Iowa as Iowa
from .kansas import Kansas as Kansas
from .kentucky import Kentucky as Kentucky
from .louisiana import Louisiana as Louisiana
from .maine import Maine as Maine
from .maryland import Maryland as Maryland
from .massachusetts import Massachusetts as Massachusetts, SuffolkCountyMassachusetts as SuffolkCountyMassachusetts
from .michigan import Michigan as Michigan
from .minnesota import Minnesota as Minnesota
from .mississippi import Mississippi as Mississippi
from .missouri import Missouri as Missouri
from .montana import Montana as Montana
from .nebraska import Nebraska as Nebraska
from .nevada import Nevada as Nevada
from .new_hampshire import NewHampshire as NewHampshire
from .new_jersey import NewJersey as NewJersey
from .new_mexico import NewMexico as NewMexico
from .new_york import NewYork as NewYork
from .north_carolina import NorthCarolina as NorthCarolina
from .north_dakota import NorthDakota as NorthDakota
from .ohio import Ohio as Ohio
from .oklahoma import Oklahoma as Oklahoma
from .oregon import Oregon as Oregon
from .pennsylvania import Pennsylvania as Pennsylvania
from .rhode_island import RhodeIsland as RhodeIsland
from .south_carolina import SouthCarolina as SouthCarolina
from .south_dakota import SouthDakota as SouthDakota
from .tennessee import Tennessee as Tennessee
from .texas import Texas as Texas, TexasBase as TexasBase
from .utah import Utah as Utah
from .vermont import Vermont as Vermont
from .virginia import Virginia as Virginia
from .washington import Washington as Washington
from .west_virginia import WestVirginia as WestVirginia
from .wisconsin import Wisconsin as Wisconsin
from .wyoming import Wyoming as Wyoming

__all__ = [
    "UnitedStates",  # Generic federal calendar
    "Alabama",
    "AlabamaBaldwinCounty",
    "AlabamaMobileCounty",
    "AlabamaPerryCounty",
    "Alaska",
    "Arizona",
    "Arkansas",
    "California",
    "CaliforniaEducation",
    "CaliforniaBerkeley",
    "CaliforniaSanFrancisco",
    "CaliforniaWestHollywood",
    "Colorado",
    "Connecticut",
    "Delaware",
    "DistrictOfColumbia",
    "Florida",
    "FloridaLegal",
    "FloridaCircuitCourts",
    "FloridaMiamiDade",
    "Georgia",
    "Hawaii",
    "Idaho",
    "Illinois",
    "ChicagoIllinois",
    "Indiana",
    "Iowa",
    "Kansas",
    "Kentucky",
    "Louisiana",
    "Maine",
    "Maryland",
    "Massachusetts",
    "SuffolkCountyMassachusetts",
    "Michigan",
    "Minnesota",
    "Mississippi",
    "Missouri",
    "Montana",
    "Nebraska",
    "Nevada",
    "NewHampshire",
    "NewJersey",
    "NewMexico",
    "NewYork",
    "NorthCarolina",
    "NorthDakota",
    "Ohio",
    "Oklahoma",
    "Oregon",
    "Pennsylvania",
    "RhodeIsland",
    "SouthCarolina",
    "SouthDakota",
    "Tennessee",
    "TexasBase",
    "Texas",
    "Utah",
    "Vermont",
    "Virginia",
    "Washington",
    "WestVirginia",
    "Wisconsin",
    "Wyoming",
    # Non-State territories
    "AmericanSamoa",
    "Guam",
    "FederalReserveSystem",
]
