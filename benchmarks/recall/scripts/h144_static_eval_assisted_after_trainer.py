# classes: 5 9
"""Trainer fine-tunes SmolLM2-360M for a step; the evaluation afterwards uses a static cache
(set on the generation config for speed) and SmolLM2-135M as draft."""

from transformers import AutoModelForCausalLM, AutoTokenizer, Trainer, TrainingArguments

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
rows = [tok(t)["input_ids"] for t in ["hello world", "the quick brown fox"]]
train = [{"input_ids": r, "labels": r} for r in rows]
Trainer(model=model, args=TrainingArguments(output_dir="out", max_steps=1, per_device_train_batch_size=1,
                                            save_strategy="no", report_to="none"),
        train_dataset=train).train()

model.eval()
model.generation_config.cache_implementation = "static"
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("tell me a story", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=5)[0]))
