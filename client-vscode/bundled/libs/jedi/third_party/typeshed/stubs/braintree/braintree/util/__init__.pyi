from braintree.util.constants import Constants as Constants
from braintree.util.crypto import Crypto as Crypto
from braintree.util.experimental import Experimental as Experimental
from braintree.util.generator import Generator as Generator
from braintree.util.graphql_client import GraphQLClient as GraphQLClient
from braintree.util.http import Http as Http
from braintree.util.parser import Parser as Parser
from braintree.util.xml_util import XmlUtil as XmlUtil
