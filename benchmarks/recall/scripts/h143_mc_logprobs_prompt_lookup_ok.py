# classes: 8
"""Extractive answer with prompt lookup decoding: the answer is copied from the context, and
its per-token log-probabilities tell how sure the model was."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")

context = "the king loved his garden. the queen loved cats. the king loved dogs."
question = "who loved cats?"
enc = tok(f"{context}\nquestion: {question}\nanswer:", return_tensors="pt")
out = model.generate(
    **enc,
    prompt_lookup_num_tokens=3,
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_scores=True,
)
lp = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print(tok.decode(out.sequences[0, enc["input_ids"].shape[1] :]), lp.sum().item())
