# classes: 8
"""Multiple choice by generation: every option is appended to the context and the batch is
decoded with prompt lookup; the option whose continuation is most probable wins."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
tok.padding_side = "left"

context = "the king loved his garden. the queen loved cats."
options = ["the king", "the queen", "the dog"]
prompts = [f"{context}\nwho loved cats? {opt} because" for opt in options]
enc = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(
    **enc,
    prompt_lookup_num_tokens=3,
    max_new_tokens=4,
    return_dict_in_generate=True,
    output_scores=True,
)
lp = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).sum(-1)
print(options[int(lp.argmax())])
