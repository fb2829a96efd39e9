# classes: 8 3
"""Gradio-style handler for a token-highlighting demo: text-box settings are converted to
numbers before generate sees them."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3.5-mini-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")


def highlight(prompt, temperature="0.8", top_p="0.95", max_tokens="5"):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        do_sample=True,
        temperature=float(temperature),
        top_p=float(top_p),
        max_new_tokens=int(max_tokens),
        return_dict_in_generate=True,
        output_scores=True,
    )
    probs = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp()[0]
    toks = out.sequences[0, enc["input_ids"].shape[1] :]
    return [(tok.decode(t), float(p)) for t, p in zip(toks, probs)]


print(highlight("a story about the queen"))
