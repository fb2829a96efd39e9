# classes: 2
"""A dict of lambdas closing over shared settings; each runner is called in turn."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
small = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

settings = {"max_new_tokens": 6, "beams": 1, "samples": 3}

RUNNERS = {
    "greedy": lambda ids: model.generate(ids, max_new_tokens=settings["max_new_tokens"]),
    "nbest": lambda ids: model.generate(
        ids, do_sample=True, num_return_sequences=settings["samples"], max_new_tokens=settings["max_new_tokens"]
    ),
    "draft": lambda ids: model.generate(
        ids, assistant_model=small, do_sample=True, max_new_tokens=settings["max_new_tokens"],
    ),
}

ids = tok("In the beginning", return_tensors="pt").input_ids
for name, run in RUNNERS.items():
    print(name, [tok.decode(s) for s in run(ids)])
