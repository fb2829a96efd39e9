# classes: 8
"""N-best list with sequences_scores: five beams, five candidates, printed with their
length-normalised scores."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
inputs = tok("hello world, tell me a story", return_tensors="pt")

out = model.generate(
    **inputs,
    num_beams=5,
    num_return_sequences=5,
    max_new_tokens=5,
    length_penalty=1.0,
    return_dict_in_generate=True,
    output_scores=True,
)
for score, text in zip(out.sequences_scores.tolist(), tok.batch_decode(out.sequences, skip_special_tokens=True)):
    print(f"{score:8.3f}  {text}")
