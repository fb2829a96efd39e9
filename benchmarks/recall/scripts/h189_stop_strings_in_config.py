# classes: 9
"""Stop strings moved into the model's generation config with update() so that every caller
gets them; the generate helper does not pass the tokenizer."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
model.generation_config.update(stop_strings=["```"], max_new_tokens=5)


def run(prompt, **kw):
    enc = tok(prompt, return_tensors="pt")
    return tok.decode(model.generate(**enc, **kw)[0])


print(run("```python\nprint("))
