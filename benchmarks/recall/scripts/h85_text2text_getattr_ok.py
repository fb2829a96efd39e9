# classes: 4 8
"""Flan-T5 helper that looks Text2TextGenerationPipeline up with getattr and falls back to generate()."""
import transformers
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

MODEL_ID = "google/flan-t5-small"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForSeq2SeqLM.from_pretrained(MODEL_ID)
pipeline_cls = getattr(transformers, "Text2TextGenerationPipeline", None)

prompt = "Answer the question: what color is the sky?"
if pipeline_cls is not None:
    pipe = pipeline_cls(model=model, tokenizer=tokenizer)
    print(pipe(prompt, max_new_tokens=8)[0]["generated_text"])
else:
    ids = model.generate(**tokenizer(prompt, return_tensors="pt"), max_new_tokens=8)
    print(tokenizer.decode(ids[0], skip_special_tokens=True))
