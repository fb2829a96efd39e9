# classes: 8
"""Live token highlighting in a terminal UI: a streamer prints text while it comes, and the
greedy scores colour the finished answer."""

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
streamer = TextStreamer(tok, skip_prompt=True)

SETTINGS = dict(num_beams=1, do_sample=False, max_new_tokens=6, return_dict_in_generate=True, output_scores=True)

enc = tok("write one line about the blue sky", return_tensors="pt")
out = model.generate(**enc, streamer=streamer, **SETTINGS)
ts = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print(ts.exp())
