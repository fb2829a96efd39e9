# classes: 2
# Prompt lookup + sampling: how many candidates can we afford per request?
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")

sweep = [
    {"do_sample": True, "num_return_sequences": 1},
    {"do_sample": True, "num_return_sequences": 2},
    {"do_sample": True, "num_return_sequences": 4},
]

prompt = "one two three four five one two three four"
inputs = tok(prompt, return_tensors="pt")
for params in sweep:
    outs = model.generate(**inputs, prompt_lookup_num_tokens=4, max_new_tokens=6, **params)
    print(params["num_return_sequences"], [tok.decode(o) for o in outs])
