# classes: 8
"""Speculative decoding with SmolLM2-135M drafting for SmolLM2-360M; the served answer carries
per-token probabilities for the UI."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the quick brown fox jumps over", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_model=draft,
    max_new_tokens=8,
    return_dict_in_generate=True,
    output_scores=True,
)
probs = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp()[0]
tokens = out.sequences[0, enc["input_ids"].shape[1] :]
print([(tok.decode(t), round(p, 3)) for t, p in zip(tokens.tolist(), probs.tolist())])
