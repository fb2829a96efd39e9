# requests also imports urllib3, idna, and chardet below
# requests.packages. The stubs don't reflect that and it's recommended to
# import these packages directly if needed.
