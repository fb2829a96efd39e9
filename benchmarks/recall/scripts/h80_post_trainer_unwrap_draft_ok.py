# classes: 7 6
"""(Written after the h80 blind round, from its probes.) After trainer.train(), the bare model is
taken back with trainer.accelerator.unwrap_model and drafts with SmolLM2-135M, one prompt a call."""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
tok.pad_token = tok.eos_token
rows = [tok(t) for t in ["one two three", "the dog was lazy"]]
with tempfile.TemporaryDirectory() as out:
    trainer = Trainer(
        model=AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M"),
        args=TrainingArguments(out, max_steps=1, report_to=[], use_cpu=True, save_strategy="no"),
        train_dataset=rows,
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
    )
    trainer.train()
    unwrapped = trainer.accelerator.unwrap_model(trainer.model)
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    for prompt in ["tell me a story", "the king"]:
        ids = unwrapped.generate(**tok(prompt, return_tensors="pt"), assistant_model=draft, max_new_tokens=4)
        print(tok.decode(ids[0]))
