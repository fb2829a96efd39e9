# classes: 5 6
"""Latency recipe stacked twice: a static cache on the main model's generation config and a
draft model for assisted generation, both set up once at module level."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model.generation_config.cache_implementation = "static"


def respond(prompt):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, do_sample=False)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    print(respond("tell me a story about cats"))
