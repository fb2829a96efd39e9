# classes: 8
"""Batched LAMBADA-style last-word accuracy with GPT-2: prompts left padded with the EOS token as
the pad token, batch of 4."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.padding_side = "left"
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

examples = [
    ("He opened the door and saw his old", "friend"),
    ("She poured milk into the", "glass"),
    ("The children played in the", "park"),
    ("At night the sky was full of", "stars"),
]
batch = tok([ctx for ctx, _ in examples], return_tensors="pt", padding=True)
out = model.generate(**batch, max_new_tokens=2, do_sample=False, pad_token_id=tok.pad_token_id)
preds = tok.batch_decode(out[:, batch.input_ids.shape[1]:], skip_special_tokens=True)
acc = sum(p.strip().startswith(t) for p, (_, t) in zip(preds, examples)) / len(examples)
print({"acc": acc})
