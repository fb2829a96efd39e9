# classes: 6 8
"""Trainer run on gpt2 where the generation config is prepared for the demo before training
(nucleus sampling settings, but sampling left at its default); the trainer saves at the end."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments

tok = AutoTokenizer.from_pretrained("gpt2")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("gpt2")
model.generation_config.top_p = 0.9
model.generation_config.max_new_tokens = 20
model.generation_config.pad_token_id = tok.eos_token_id

train = [tok(t) for t in ["the dog was red", "the cat was green", "one two three"]]
out_dir = tempfile.mkdtemp()
trainer = Trainer(
    model=model,
    args=TrainingArguments(output_dir=out_dir, max_steps=1, per_device_train_batch_size=3, report_to=[], use_cpu=True, save_strategy="no"),
    train_dataset=train,
    data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
)
trainer.train()
trainer.save_model(out_dir)
