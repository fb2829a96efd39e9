# classes: 8
"""Translation confidence with Flan-T5: beam search and the two best hypotheses; the helper
that computes the token probabilities was written for greedy outputs."""

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")


def token_probs(model, out):
    return model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp()


enc = tok("translate to german: the dog is slow", return_tensors="pt")
out = model.generate(**enc, num_beams=3, num_return_sequences=2, max_new_tokens=6, return_dict_in_generate=True, output_scores=True)
for seq, row in zip(out.sequences, token_probs(model, out)):
    print(tok.decode(seq, skip_special_tokens=True), row.tolist())
