# classes: 8 7
"""Sampling defaults written onto the fine-tuned model's generation config (sampling switched on,
so they are valid) before trainer.save_model(); the checkpoint is reloaded and sampled from."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
tok.pad_token = tok.pad_token or tok.eos_token
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
ds = [tok(t) for t in ["a fast fox", "the slow dog", "one two", "three four"]]

with tempfile.TemporaryDirectory() as out_dir:
    trainer = Trainer(
        model=model,
        args=TrainingArguments(out_dir, max_steps=1, report_to=[], use_cpu=True, save_strategy="no"),
        train_dataset=ds,
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
    )
    trainer.train()
    model.generation_config.do_sample = True
    model.generation_config.temperature = 0.7
    model.generation_config.top_p = 0.9
    model.generation_config.num_return_sequences = 2
    trainer.save_model(out_dir + "/final")

    reloaded = AutoModelForCausalLM.from_pretrained(out_dir + "/final")
    out = reloaded.generate(**tok("the king", return_tensors="pt"), max_new_tokens=5)
    print(tok.batch_decode(out))
