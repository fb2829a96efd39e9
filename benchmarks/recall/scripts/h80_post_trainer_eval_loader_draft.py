# classes: 6 7
"""(Written after the h80 blind round, from its probes.) After fine-tuning, the Trainer's own
evaluation loader feeds speculative decoding with distilgpt2 as the draft, to eyeball outputs."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorWithPadding, Trainer, TrainingArguments

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
examples = [dict(tok(t), labels=tok(t)["input_ids"]) for t in ["one two three", "hello world", "the red dog", "a blue fox"]]

with tempfile.TemporaryDirectory() as out_dir:
    trainer = Trainer(
        model=model,
        args=TrainingArguments(out_dir, max_steps=1, per_device_train_batch_size=1, per_device_eval_batch_size=4, report_to=[], use_cpu=True, save_strategy="no"),
        train_dataset=examples[:1],
        eval_dataset=[{k: v for k, v in e.items() if k != "labels"} for e in examples],
        data_collator=DataCollatorWithPadding(tok),
    )
    trainer.train()
    model.eval()
    for step, batch in enumerate(trainer.get_eval_dataloader()):
        with torch.no_grad():
            generated = model.generate(**batch, assistant_model=assistant, max_new_tokens=4, pad_token_id=tok.eos_token_id)
        print(step, tok.batch_decode(generated, skip_special_tokens=True))
