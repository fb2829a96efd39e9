# classes: 8 7
"""After a short Trainer fine-tune, the recommended sampling settings are written onto the model's
generation config so that they ship with the checkpoint, then trainer.save_model() writes it."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments

MODEL_ID = "Qwen/Qwen2-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
tokenizer.pad_token = tokenizer.pad_token or tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
rows = [tokenizer(t) for t in ["tell me a story", "the quick brown fox", "once upon a time", "cats and dogs"]]

with tempfile.TemporaryDirectory() as out_dir:
    trainer = Trainer(
        model=model,
        args=TrainingArguments(out_dir, max_steps=1, per_device_train_batch_size=2, report_to=[], use_cpu=True, save_strategy="no"),
        train_dataset=rows,
        data_collator=DataCollatorForLanguageModeling(tokenizer, mlm=False),
    )
    trainer.train()

    gen = model.generation_config
    gen.max_new_tokens = 128
    gen.num_return_sequences = 2
    gen.repetition_penalty = 1.1
    trainer.save_model(f"{out_dir}/final")
    tokenizer.save_pretrained(f"{out_dir}/final")
    print("saved to", f"{out_dir}/final")
