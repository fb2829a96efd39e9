# classes: 7 2
# Sampling profile written onto the model once, prompt lookup per call.
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM-360M-Instruct")

SAMPLING = {"do_sample": True, "temperature": 0.8, "num_return_sequences": 3}
model.generation_config.update(**SAMPLING)
model.generation_config.max_new_tokens = 5


def complete(text: str) -> list[str]:
    enc = tok(text, return_tensors="pt")
    out = model.generate(**enc, prompt_lookup_num_tokens=2)
    return tok.batch_decode(out, skip_special_tokens=True)


print(complete("the dog and the cat and the dog"))
