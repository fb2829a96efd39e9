from xml.parsers import expat as expat
