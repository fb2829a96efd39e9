# classes: 8 4
"""A text-generation pipeline whose call gets a sequence_bias made by a helper from a list of
topics to avoid."""
from transformers import AutoTokenizer, pipeline

MODEL = "openai-community/gpt2"
tokenizer = AutoTokenizer.from_pretrained(MODEL)
generator = pipeline("text-generation", model=MODEL, tokenizer=tokenizer)


def avoid_bias(words, strength=-10.0):
    return {tuple(tokenizer.encode(" " + w, add_special_tokens=False)): strength for w in words}


AVOID = ["pizza", "pasta"]
result = generator(
    "My favourite food is",
    max_new_tokens=5,
    sequence_bias=avoid_bias(AVOID),
    pad_token_id=tokenizer.eos_token_id,
)
print(result[0]["generated_text"])
