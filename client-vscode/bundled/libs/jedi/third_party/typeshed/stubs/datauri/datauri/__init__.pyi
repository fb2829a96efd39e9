from .datauri import DataURIError as DataURIError, discover as discover, parse as parse
