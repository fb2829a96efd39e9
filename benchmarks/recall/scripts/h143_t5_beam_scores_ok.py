# classes: 8
"""Translation confidence with Flan-T5: beam search, the two best hypotheses, per-token
probabilities through beam_indices."""

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

enc = tok("translate to german: the dog is slow", return_tensors="pt")
out = model.generate(**enc, num_beams=3, num_return_sequences=2, max_new_tokens=6, return_dict_in_generate=True, output_scores=True)
ts = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices, normalize_logits=False)
for seq, row in zip(out.sequences, ts):
    print(tok.decode(seq, skip_special_tokens=True), row.exp().tolist())
