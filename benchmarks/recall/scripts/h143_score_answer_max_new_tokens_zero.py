# classes: 8
"""Score fixed answers with generate: the answer is appended to the prompt and generate is
asked for no new tokens, hoping to read the prompt's scores."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")

for answer in ["cats", "dogs"]:
    enc = tok(f"the queen loved {answer}", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=0, return_dict_in_generate=True, output_scores=True, output_logits=True)
    print(answer, out.sequences.shape)
