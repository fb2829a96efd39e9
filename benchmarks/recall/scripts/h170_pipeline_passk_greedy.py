# classes: 4 8
"""pass@k completions through the text-generation pipeline: several return sequences per
problem, sampling left to the settings dict."""
from transformers import pipeline

GEN = {"max_new_tokens": 6, "num_return_sequences": 3, "do_sample": False, "return_full_text": False}
generator = pipeline("text-generation", model="Salesforce/codegen-350M-mono")
problems = ["def triangle_area(a, h):\n", "def celsius_to_fahrenheit(c):\n"]
for problem in problems:
    completions = [c["generated_text"] for c in generator(problem, **GEN)]
    print(problem.split("(")[0], len(completions))
