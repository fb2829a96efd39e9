# classes: 1 3 7
"""Batch summariser: the strategy is chosen with a match statement."""
from transformers import AutoModelForCausalLM, AutoTokenizer

STRATEGY = "speculative"
DOCS = ["the fox jumps over the lazy dog", "the queen loved her garden"]

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")


def decode_options(strategy: str) -> dict:
    match strategy:
        case "speculative":
            draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
            return {"assistant_model": draft, "max_new_tokens": 8}
        case "beam":
            return {"num_beams": 2, "max_new_tokens": 8}
        case _:
            return {"max_new_tokens": 8}


batch = tok(DOCS, return_tensors="pt", padding=True)
out = model.generate(**batch, **decode_options(STRATEGY))
print(tok.batch_decode(out, skip_special_tokens=True))
