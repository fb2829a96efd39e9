# classes: 8
"""Forces a keyword into a greedy completion (no num_beams), as a quick keyword-insertion
helper for templated marketing copy."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


def with_keyword(text, keyword):
    enc = tok(text, return_tensors="pt")
    force = [tok(keyword, add_special_tokens=False).input_ids]
    out = model.generate(**enc, force_words_ids=force, max_new_tokens=6)
    return tok.decode(out[0], skip_special_tokens=True)


print(with_keyword("tell me about the model", "fast"))
