# classes: 8
"""Classification by constrained generation: prefix_allowed_tokens_fn walks a trie of the
label names, keyed by the tokens generated so far."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
LABELS = ["cats", "dogs", "garden"]

trie = {}
for label in LABELS:
    ids = tok(" " + label, add_special_tokens=False)["input_ids"] + [tok.eos_token_id]
    for i in range(len(ids)):
        trie.setdefault(tuple(ids[:i]), set()).add(ids[i])

enc = tok("the story is about", return_tensors="pt")


def allowed(batch_id, sent):
    return sorted(trie.get(tuple(sent.tolist()), []))


out = model.generate(
    **enc,
    prefix_allowed_tokens_fn=allowed,
    max_new_tokens=4,
    return_dict_in_generate=True,
    output_scores=True,
)
print(tok.decode(out.sequences[0, enc["input_ids"].shape[1] :], skip_special_tokens=True))
