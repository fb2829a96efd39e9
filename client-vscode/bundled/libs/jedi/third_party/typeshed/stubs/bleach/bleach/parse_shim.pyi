from urllib import parse as parse
