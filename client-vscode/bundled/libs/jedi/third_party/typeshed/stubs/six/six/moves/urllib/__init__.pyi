from six.moves.urllib import error as error, parse as parse, request as request, response as response, robotparser as robotparser
