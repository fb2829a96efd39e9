# classes: 4 8
"""Instruction following with Flan-T5 through transformers.Text2TextGenerationPipeline, picked off the module."""
import transformers

MODEL_ID = "google/flan-t5-small"

tokenizer = transformers.AutoTokenizer.from_pretrained(MODEL_ID)
model = transformers.AutoModelForSeq2SeqLM.from_pretrained(MODEL_ID)
generator = transformers.Text2TextGenerationPipeline(model=model, tokenizer=tokenizer)

questions = [
    "Answer the question: what is the capital of France?",
    "Translate to German: good morning",
]
for out in generator(questions, max_new_tokens=8):
    print(out[0]["generated_text"] if isinstance(out, list) else out["generated_text"])
