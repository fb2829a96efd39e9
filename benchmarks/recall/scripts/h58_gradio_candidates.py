# classes: 7 3
"""Gradio-style demo: the number of candidates is a slider; the callback is exercised directly."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
assistant = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-14m")


def suggest(prompt, temperature=0.8, n_candidates=3, use_draft=True):
    enc = tok(prompt, return_tensors="pt")
    kwargs = dict(max_new_tokens=6, do_sample=True, temperature=temperature, num_return_sequences=int(n_candidates))
    if use_draft:
        kwargs["assistant_model"] = assistant
    out = model.generate(**enc, pad_token_id=tok.eos_token_id, **kwargs)
    return "\n---\n".join(tok.decode(o, skip_special_tokens=True) for o in out)


UI = {
    "fn": suggest,
    "inputs": [("textbox", None), ("slider", 0.8), ("slider", 3), ("checkbox", True)],
    "outputs": ("textbox", None),
}

if __name__ == "__main__":
    print(suggest("Once upon a time"))
