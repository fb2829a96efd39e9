# classes: 5
"""A helper generates with a module-level cache; the second prompt happens to be much longer."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
lm = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
CACHE = DynamicCache()


def run(prompt):
    enc = tok(prompt, return_tensors="pt")
    return tok.decode(lm.generate(**enc, past_key_values=CACHE, max_new_tokens=2)[0], skip_special_tokens=True)


print(run("Hi"))
print(run("Write one sentence about the history of the printing press in Europe during the 1400s."))
