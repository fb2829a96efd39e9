# classes: 9
"""Issue reproduction: summarising a long document with `max_length=` set the way older examples
did, which counts the prompt too."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

document = " ".join(["The committee met on Tuesday to discuss the budget for the next year."] * 4)
prompt = f"{document}\n\nTL;DR:"
inputs = tok(prompt, return_tensors="pt")
print("prompt tokens:", inputs.input_ids.shape[1])
summary_ids = model.generate(**inputs, max_length=20)
print(tok.decode(summary_ids[0], skip_special_tokens=True))
