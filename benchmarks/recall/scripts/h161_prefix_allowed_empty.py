# classes: 8 7
"""Constrained classification with a trie of allowed continuations; the trie is empty once an answer is complete."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

CHOICES = ["red", "green", "blue"]
trie = {}
for c in CHOICES:
    node = trie
    for t in tok(c, add_special_tokens=False).input_ids:
        node = node.setdefault(t, {})

enc = tok("the fox is", return_tensors="pt")
prompt_len = enc["input_ids"].shape[1]


def allowed(batch_id, input_ids):
    node = trie
    for t in input_ids[prompt_len:].tolist():
        node = node.get(t, {})
    return list(node.keys())


out = model.generate(**enc, max_new_tokens=3, prefix_allowed_tokens_fn=allowed, do_sample=False)
print(tok.decode(out[0, prompt_len:], skip_special_tokens=True))
