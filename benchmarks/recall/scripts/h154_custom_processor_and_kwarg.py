# classes: 8
"""Less repetitive synthetic stories: a repetition-penalty processor in a processor list, plus the
same penalty as a generate argument for good measure."""

from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessorList, RepetitionPenaltyLogitsProcessor

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

processors = LogitsProcessorList([RepetitionPenaltyLogitsProcessor(penalty=1.3)])
enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, logits_processor=processors, repetition_penalty=1.3, max_new_tokens=5, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
