# classes: 8 7
"""Sentiment by constrained generation: the answer must be one of the label words."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
LABELS = ["red", "green", "blue"]


def make_allowed_fn(tok, prompt_len, labels):
    seqs = [tok(l, add_special_tokens=False).input_ids for l in labels]

    def allowed(batch_id, input_ids):
        done = input_ids[prompt_len:].tolist()
        return [s[len(done)] for s in seqs if s[: len(done)] == done and len(s) > len(done)]

    return allowed


tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
enc = tok("which colour is grass? answer:", return_tensors="pt")
fn = make_allowed_fn(tok, enc["input_ids"].shape[1], LABELS)
out = model.generate(**enc, max_new_tokens=4, prefix_allowed_tokens_fn=fn)
print(tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True))
