# classes: 8
"""Control-code generation with a new <genre_story> token, embeddings resized first."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M"
CONTROL = "<genre_story>"

tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
tokenizer.add_tokens([CONTROL])
model.resize_token_embeddings(len(tokenizer))


def complete(text: str) -> str:
    enc = tokenizer(f"{CONTROL} {text}", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8)
    return tokenizer.decode(out[0][enc.input_ids.shape[1]:])


print(complete("once upon a time"))
