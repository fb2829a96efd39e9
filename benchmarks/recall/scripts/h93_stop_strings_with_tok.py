# classes: 7 2
"""Synthetic Q/A pairs that stop at the first blank line; generate is given the tokenizer so
it can match the stop string. Batched with left padding."""
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "Qwen/Qwen2.5-0.5B"
tokenizer = AutoTokenizer.from_pretrained(NAME, padding_side="left")
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(NAME)

GEN = dict(max_new_tokens=12, stop_strings=["\n\n"], tokenizer=tokenizer)


def qa_batch(topics):
    prompts = [f"Q: Tell me something about {t}.\nA:" for t in topics]
    enc = tokenizer(prompts, return_tensors="pt", padding=True)
    out = model.generate(**enc, pad_token_id=tokenizer.pad_token_id, **GEN)
    return tokenizer.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)


topics = ["volcanoes", "owls", "jazz", "glaciers"]
for i in range(0, len(topics), 2):
    print(qa_batch(topics[i : i + 2]))
