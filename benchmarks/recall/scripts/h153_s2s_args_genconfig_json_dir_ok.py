# classes: 8 6
"""The evaluation generation settings live in a directory: a hand-written generation_config.json
(three beams with early stopping) that
Seq2SeqTrainingArguments(generation_config=<dir>) loads."""
import json
import os
import tempfile

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DataCollatorForSeq2Seq, Seq2SeqTrainer, Seq2SeqTrainingArguments

gen_dir = tempfile.mkdtemp()
with open(os.path.join(gen_dir, "generation_config.json"), "w") as f:
    json.dump({"decoder_start_token_id": 0, "pad_token_id": 0, "eos_token_id": 1, "max_new_tokens": 8, "num_beams": 3, "early_stopping": True}, f)

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
feats = [dict(tok("summarize: the quick brown fox"), labels=tok(text_target="fox")["input_ids"])] * 2
args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(), max_steps=1, predict_with_generate=True, generation_config=gen_dir, report_to=[], use_cpu=True
)
trainer = Seq2SeqTrainer(model=model, args=args, train_dataset=feats, eval_dataset=feats, data_collator=DataCollatorForSeq2Seq(tok, model=model))
trainer.train()
print(trainer.evaluate())
