# classes: 8
"""Factuality decoding: DoLa contrasting the final layer with the higher layers, with scores
kept for a per-token confidence report."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-hf")

enc = tok("who was the king of the garden?", return_tensors="pt")
out = model.generate(
    **enc,
    do_sample=False,
    dola_layers="high",
    repetition_penalty=1.2,
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_scores=True,
)
ts = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print(tok.decode(out.sequences[0]), ts.exp().tolist())
