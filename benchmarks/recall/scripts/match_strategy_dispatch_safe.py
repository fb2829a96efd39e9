# classes: 1 3 7
"""Batch summariser: the strategy is chosen with a match statement; speculative decodes one doc at a time."""
from transformers import AutoModelForCausalLM, AutoTokenizer

STRATEGY = "speculative"
DOCS = ["the fox jumps over the lazy dog", "the queen loved her garden"]

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")

match STRATEGY:
    case "speculative":
        draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
        for doc in DOCS:
            enc = tok(doc, return_tensors="pt")
            out = model.generate(**enc, assistant_model=draft, max_new_tokens=8)
            print(tok.decode(out[0], skip_special_tokens=True))
    case _:
        batch = tok(DOCS, return_tensors="pt", padding=True)
        out = model.generate(**batch, max_new_tokens=8)
        print(tok.batch_decode(out, skip_special_tokens=True))
