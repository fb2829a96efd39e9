# classes: 8 7
"""After a one-step Trainer fine-tune, beam-search defaults (several hypotheses returned for
reranking) are written onto the model's generation config and trainer.save_model() saves it."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments

MODEL_ID = "distilbert/distilgpt2"
NUM_BEAMS = 2
N_BEST = 4

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
rows = [tokenizer(t) for t in ["the weather today", "a short poem", "my favourite food", "how to cook rice"]]

with tempfile.TemporaryDirectory() as out_dir:
    trainer = Trainer(
        model=model,
        args=TrainingArguments(out_dir, max_steps=1, per_device_train_batch_size=2, report_to=[], use_cpu=True, save_strategy="no"),
        train_dataset=rows,
        data_collator=DataCollatorForLanguageModeling(tokenizer, mlm=False),
    )
    trainer.train()

    model.generation_config.num_beams = NUM_BEAMS
    model.generation_config.num_return_sequences = N_BEST
    model.generation_config.max_new_tokens = 24
    trainer.save_model(f"{out_dir}/final")
    print("saved")
